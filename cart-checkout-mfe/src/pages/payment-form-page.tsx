export default function PaymentFormPage() {
  return (
    <section className="checkout-page" data-page="paymentForm">
      <h1>Payment form</h1>
    </section>
  );
}
