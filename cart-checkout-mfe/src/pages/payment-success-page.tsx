export default function PaymentSuccessPage() {
  return (
    <section className="checkout-page" data-page="paymentSuccess">
      <h1>Payment success</h1>
    </section>
  );
}
